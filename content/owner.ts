import type { OwnerInput } from "./schema/owner.ts";

// Replace these with your own details: this is the one place the site's
// identity lives. Images are file names inside content/images/.
export const owner: OwnerInput = {
  name: "Tobi Adeyemi",
  jobTitle: "Backend & Distributed Systems Engineer",
  greeting: "Hi, I'm Tobi",
  bio: "I build reliable backend and distributed systems in Go and TypeScript, mostly for FinTech and Blockchain.",
  about: [
    "I'm a backend engineer who has spent most of my career in FinTech and Blockchain: payment rails, ledgers, card issuing, and the infrastructure that moves digital assets safely between wallets, exchanges and banks.",
    "I have designed and run services used by millions of people, where correctness and uptime are the product. Along the way I built internal platforms that other teams ship on: event pipelines, service templates, and the developer tooling that makes a deploy boring.",
    "I write Go most days, JavaScript and TypeScript when the problem lives closer to the browser or the build, and some Python for data work and glue. I care about clear interfaces, observable systems, and code the next engineer can change with confidence.",
  ],
  description:
    "Tobi Adeyemi is a backend and distributed-systems engineer writing Go and TypeScript for FinTech and Blockchain. Articles, projects and ways to get in touch.",
  headshot: "headshot.jpg",
  headshotAlt: "Portrait of Tobi Adeyemi",
  knowsAbout: [
    "Go",
    "TypeScript",
    "JavaScript",
    "Python",
    "Distributed systems",
    "FinTech",
    "Blockchain",
  ],
  // The site's language (Open Graph form): <html lang>, og:locale and how dates read.
  locale: "en_US",
};
