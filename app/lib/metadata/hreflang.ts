/**
 * What each of the site's languages is announced as to search engines
 * (hreflang), in the site's order: its tag ("en-CA"), and the language
 * alone ("en") where the site has that language in one region only, so a
 * reader of any region finds it. Where it has several regions of a
 * language ("en-US" and "en-GB"), each keeps its own tag, and the first of
 * them (the default language, if it is one) is also the language's catch-all.
 */
export function hreflangs(tags: readonly string[]): string[][] {
  const language = (tag: string) => tag.split("-")[0]!.toLowerCase();
  return tags.map((tag, index) => {
    const alone = language(tag);
    const same = tags.filter((other) => language(other) === alone);
    // A tag that is the language alone already is its catch-all.
    const catchAll = same.includes(alone) ? undefined : same[0];
    return tag !== alone && catchAll === tag && tags.indexOf(tag) === index ? [tag, alone] : [tag];
  });
}
