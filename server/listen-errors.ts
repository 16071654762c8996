// What `npm start` (and `npm run serve`) says when it cannot serve: one line
// that names the port or address and how to choose another, never a stack.

/** PORT as a port number, or the line that says why it is not one. */
export function parsePort(value: string | undefined): number | string {
  if (value === undefined) return 3000;
  const port = /^\s*\d+\s*$/.test(value) ? Number(value) : NaN;
  if (port >= 0 && port <= 65535) return port;
  return `PORT must be a whole number from 0 to 65535; got ${JSON.stringify(value)}`;
}

/** A port to suggest instead of `port`: the next one, above 1023. */
const another = (port: number) => (port >= 1024 && port < 65535 ? port + 1 : 3000);

/** The line for an error of server.listen(). */
export function listenError(error: NodeJS.ErrnoException, host: string, port: number): string {
  const choose = `choose another with PORT, such as: PORT=${another(port)} npm start`;
  switch (error.code) {
    case "EADDRINUSE":
      return `Port ${port} on ${host} is already in use by another program; ${choose}`;
    case "EACCES":
      return port < 1024
        ? `Port ${port} on ${host} needs administrator rights, as every port below 1024 does; ${choose}`
        : `Port ${port} on ${host} is not allowed for this user; ${choose}`;
    case "EADDRNOTAVAIL":
      return `HOST ${host} is not an address of this machine; leave HOST unset to serve on 127.0.0.1, or set it to one of this machine's addresses`;
    case "ENOTFOUND":
    case "EAI_AGAIN":
      return `HOST ${host} is not a name this machine can resolve; leave HOST unset to serve on 127.0.0.1`;
    default:
      return `Cannot serve on ${host}:${port}: ${error.message}`;
  }
}
