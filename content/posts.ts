import type { PostInput } from "./schema";

// Newest first: Home shows the first few. Posts are hosted elsewhere; `url`
// is where "Read more..." leads. `publishDate` is YYYY-MM-DD.
export const posts: PostInput[] = [
  {
    url: "https://medium.com/@tobi-adeyemi/why-crypto-wallet-addresses-cant-be-account-numbers",
    title: "Why Crypto Wallet Addresses Can't Be Account Numbers",
    description:
      "Bank account numbers are short, memorable and issued by a registry. Wallet addresses are derived from public keys, carry checksums, and differ per chain. Here is why you cannot simply map one onto the other, and what payment products do instead.",
    publishDate: "2025-02-24",
    thumbnail: "wallet-addresses.jpg",
    thumbnailAlt: "",
  },
];
