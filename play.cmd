@echo off
rem The demo (Windows; ./play elsewhere): plays a game of Incan Gold. On a terminal you play
rem against bots; without one, bots play each other. Options: --bots, --seed N,
rem --rules PRESET-ID or VARIANT-FILE, --version (see play.cmd --help).
rem Builds with the Maven Wrapper first, every time (about a minute on the first run, less later).
setlocal
set "TARGET=%~dp0examples\target"
echo Building incangold (about a minute on the first run)... 1>&2
rem Dependencies are copied into target\lib; clear it so a jar left by an older build is not loaded too.
if exist "%TARGET%\lib" rmdir /s /q "%TARGET%\lib"
pushd "%~dp0"
call mvnw.cmd -q -B -pl examples -am package -DskipTests
set "BUILT=%ERRORLEVEL%"
popd
if not "%BUILT%"=="0" exit /b %BUILT%
java -cp "%TARGET%\classes;%TARGET%\lib\*" io.github.incangold.examples.Demo %*
exit /b %ERRORLEVEL%
