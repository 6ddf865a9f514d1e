@echo off
rem The browser game (Windows; ./play-web elsewhere): serves Incan Gold at http://127.0.0.1:8080/
rem until Ctrl+C. Options: --port N (0 picks a free port), --host ADDRESS, --bot-path PATHS,
rem --version.
rem Builds with the Maven Wrapper first, every time (about a minute on the first run, less later).
setlocal
set "TARGET=%~dp0web\target"
echo Building incangold (about a minute on the first run)... 1>&2
rem Dependencies are copied into target\lib; clear it so a jar left by an older build is not loaded too.
if exist "%TARGET%\lib" rmdir /s /q "%TARGET%\lib"
pushd "%~dp0"
call mvnw.cmd -q -B -pl web -am package -DskipTests
set "BUILT=%ERRORLEVEL%"
popd
if not "%BUILT%"=="0" exit /b %BUILT%
java -cp "%TARGET%\classes;%TARGET%\lib\*" io.github.incangold.web.WebServer %*
exit /b %ERRORLEVEL%
