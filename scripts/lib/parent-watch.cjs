// Loaded into every Node process of a stack started by scripts/lib/processes.mjs
// (through NODE_OPTIONS): when the launcher is gone, even killed with SIGKILL,
// which it cannot catch, this process ends too rather than keep the port.
const launcher = Number(process.env.STACK_LAUNCHER_PID);
const CHECK_MS = 500;

if (Number.isInteger(launcher) && launcher > 0 && launcher !== process.pid) {
  const timer = setInterval(() => {
    try {
      process.kill(launcher, 0);
    } catch (error) {
      if (error.code === 'ESRCH') process.exit(1);
    }
  }, CHECK_MS);
  timer.unref();
}
