@echo off
rem The simulator (Windows; ./simulate elsewhere): plays many games of a variant with a lineup of
rem bots and reports the statistics (see simulate.cmd --help and docs/simulation.md).
rem Exit codes: 0 done, 1 the simulation failed, 2 usage error or bad input, 3 cannot write a file.
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
java -cp "%TARGET%\classes;%TARGET%\lib\*" io.github.incangold.examples.Simulate %*
exit /b %ERRORLEVEL%
