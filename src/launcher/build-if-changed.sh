# Sourced by ./play, ./simulate and ./play-web (with $here set to the project folder): builds the
# modules a launcher needs with the Maven Wrapper when needed, on the first run and whenever a
# module's sources or a POM changed since the last build; else nothing, so the launcher starts at
# once. The launchers share stamps (./play and ./simulate both use examples/target's), so they
# write and check them here, the one way.

# The lib folders as they are: each one's path in the project, then its jars, one a line.
launcher_listing() {
  local lib
  for lib in "$@"; do
    echo "${lib#"$here"/}:"
    ls "$lib" 2>/dev/null || true
  done
}

# launcher_build_if_changed MODULES STAMP LIB...
# Builds MODULES (a list for ./mvnw -pl, with what they need) unless STAMP lists the LIB folders
# as they are and no POM or source is newer than it: a jar added or removed there by another build
# also means a rebuild, so a stale jar is never loaded. Sets launcher_built to true or false.
launcher_build_if_changed() {
  local modules="$1" stamp="$2"
  shift 2
  local classes
  classes="$(dirname "$1")/classes"
  launcher_built=false
  if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$(launcher_listing "$@")" ] &&
    [ -z "$(cd "$here" && find pom.xml ./*/pom.xml ./*/src .mvn -newer "$stamp" -print -quit 2>/dev/null)" ]; then
    return 0
  fi
  if [ ! -d "$classes" ]; then
    echo "Building incangold (first run, about a minute)…" >&2
  elif [ -f "$stamp" ]; then
    echo "Building incangold (sources changed since the last build)…" >&2
  else
    echo "Building incangold…" >&2
  fi
  # Dependencies are copied into the lib folders; clear them so a jar left by an older build is not
  # loaded too.
  rm -rf "$@" "$stamp"
  mkdir -p "$(dirname "$stamp")"
  local started
  started="$(dirname "$stamp")/launcher-build.started"
  touch "$started" # a file edited during the build counts as changed next time
  (cd "$here" && ./mvnw -q -B -pl "$modules" -am package -DskipTests)
  launcher_listing "$@" >"$stamp"
  touch -r "$started" "$stamp"
  rm -f "$started"
  launcher_built=true
}
