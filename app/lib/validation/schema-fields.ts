import type { z } from "zod";

// The fields a schema allows at a path of the content: what a key the schema
// does not know ("nmae") could have meant ("name").

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  valueType?: z.ZodType;
  element?: z.ZodType;
  in?: z.ZodType;
  options?: z.ZodType[];
};
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** What `schema` may be, through optional, default and pipe wrappers and unions. */
function forms(schema: z.ZodType): Def[] {
  const def = defOf(schema);
  const inner = def.innerType ?? def.in;
  if (inner) return forms(inner);
  if (def.type === "union") return (def.options ?? []).flatMap(forms);
  return [def];
}

/** The fields allowed at `path` (list indexes and record keys included); none when unknown. */
export function fieldsAt(schema: z.ZodType, path: readonly PropertyKey[]): string[] {
  let current = forms(schema);
  for (const key of path)
    current = current.flatMap((def) => {
      const next =
        def.type === "array"
          ? def.element
          : def.type === "record"
            ? def.valueType
            : def.shape?.[String(key)];
      return next ? forms(next) : [];
    });
  return [...new Set(current.flatMap((def) => Object.keys(def.shape ?? {})))];
}
