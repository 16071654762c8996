// html-validate's settings for the built pages (tests/template/build-output.test.ts).
// Each rule turned off or relaxed says why; everything else is the
// recommended preset.
export default {
  extends: ["html-validate:recommended"],
  rules: {
    // React writes void elements self-closed (<meta />); both forms are valid HTML.
    "void-style": "off",
    // React writes React's prop names (charSet, srcSet, dateTime); HTML attribute names ignore case.
    "attr-case": "off",
    // React writes <!DOCTYPE html>, the 404 page <!doctype html>; the doctype ignores case.
    "doctype-style": "off",
    // React writes boolean attributes as async=""; HTML treats that as present.
    "attribute-boolean-style": "off",
    // React's streamed markup uses ids such as "B:0" and "_R_", valid in HTML (no spaces).
    "valid-id": ["error", { relaxed: true }],
    // The social and "Built with" lists are named with aria-label, which ARIA allows on a list.
    "aria-label-misuse": ["error", { allowAnyNamable: true }],
    // A post's code keeps its lines' trailing spaces (the import brings code byte for byte):
    // inside <pre> they are the writer's text, not the markup's formatting.
    "no-trailing-whitespace": "off",
  },
};
