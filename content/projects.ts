import type { ProjectInput } from "./schema";

// Newest first: Home shows the first few.
export const projects: ProjectInput[] = [
  {
    url: "https://github.com/tobi-adeyemi/cipherline",
    title: "cipherline",
    description:
      "A command-line encryption tool built on a custom block-shuffling algorithm, written in Go. Encrypts files and streams with a passphrase.",
    tech: ["Go", "CLI", "Cryptography"],
  },
];
