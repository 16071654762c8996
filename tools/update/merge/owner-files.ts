/**
 * The owner's own files: everything under content/ except the schema. An
 * update keeps the fork's version of each (or its absence), whatever the
 * template did to its sample; everything else comes from the template.
 */
export function isOwnerFile(path: string): boolean {
  return path.startsWith("content/") && !path.startsWith("content/schema/");
}
