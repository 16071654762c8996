import type { ProjectInput } from "./schema/entries.ts";

// Your projects. With a `date` (YYYY-MM-DD, such as its last release) a project
// is listed newest first; projects without one follow, in this order.
export const projects: ProjectInput[] = [
  {
    url: "https://github.com/tobi-adeyemi/cipherline",
    title: "cipherline",
    description:
      "A command-line encryption tool built on a custom block-shuffling algorithm, written in Go. Encrypts files and streams with a passphrase.",
    tech: ["Go", "CLI", "Cryptography"],
    date: "2024-09-14",
  },
];
