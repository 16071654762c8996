import type { PostDefaultsInput, PostInput } from "./schema/entries.ts";

// Your articles, hosted elsewhere: `url` is where "Read more..." leads.
// `publishDate` is YYYY-MM-DD; the site lists posts newest first whatever
// their order here, together with those `npm run import` brought in.
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

// What a post without a thumbnail of its own shows: an image the build draws
// in your accent colours (content/theme.ts), light and dark. To show an image
// of content/images instead: { thumbnail: "cover.jpg", thumbnailAlt: "What it shows" }.
export const postDefaults: PostDefaultsInput = {};
