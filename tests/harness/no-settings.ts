// The unit tests' setup: they test the code, not this machine's settings. A
// deploy runs them with its VITE_* settings in the environment (the Pages
// workflow sets VITE_BASE_PATH and VITE_BASE_URL for the whole job), and a
// test that builds settings of its own must not see those.
for (const name of Object.keys(process.env))
  if (name.startsWith("VITE_")) Reflect.deleteProperty(process.env, name);
