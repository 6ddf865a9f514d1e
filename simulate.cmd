@echo off
rem The simulator (Windows; ./simulate elsewhere): plays many games of a variant with a lineup of
rem bots and reports the statistics (see simulate.cmd --help and docs/simulation.md).
rem Exit codes: 0 done, 1 the simulation failed, 2 usage error or bad input, 3 cannot write a file.
rem Builds with the Maven Wrapper first, every time (about a minute on the first run, less later).
rem A sweep on the engine spark (--engine spark) builds the spark module too and runs with Spark's
rem jars and the JVM options Spark needs on Java 17 and later (spark\jvm-options).
setlocal
set "TARGET=%~dp0examples\target"
set "SPARK_TARGET=%~dp0spark\target"
set "SPARK="
call :scan %*
set "MODULES=examples"
if defined SPARK set "MODULES=examples,spark"
echo Building incangold (about a minute on the first run)... 1>&2
rem Dependencies are copied into target\lib; clear it so a jar left by an older build is not loaded too.
if exist "%TARGET%\lib" rmdir /s /q "%TARGET%\lib"
if defined SPARK if exist "%SPARK_TARGET%\lib" rmdir /s /q "%SPARK_TARGET%\lib"
pushd "%~dp0"
call mvnw.cmd -q -B -pl %MODULES% -am package -DskipTests
set "BUILT=%ERRORLEVEL%"
popd
if not "%BUILT%"=="0" exit /b %BUILT%
if defined SPARK goto spark
java -cp "%TARGET%\classes;%TARGET%\lib\*" io.github.incangold.examples.Simulate %*
exit /b %ERRORLEVEL%

:spark
java "@%~dp0spark\jvm-options" -cp "%TARGET%\classes;%TARGET%\lib\*;%SPARK_TARGET%\classes;%SPARK_TARGET%\lib\*" io.github.incangold.examples.Simulate %*
exit /b %ERRORLEVEL%

rem Sets SPARK when the arguments hold --engine spark or --engine=spark.
:scan
if "%~1"=="" exit /b 0
if /i "%~1"=="--engine=spark" set "SPARK=1"
if /i "%~1"=="--engine" if /i "%~2"=="spark" set "SPARK=1"
shift
goto scan
