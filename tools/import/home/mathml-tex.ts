import type { Element } from "hast";
import { toString } from "hast-util-to-string";
import { childElements, findElement, stringProperty } from "./hast-reading.ts";

// A MathML formula written back as TeX, for the formulas that come with no
// TeX of their own (MathJax 3's assistive MathML, a <math> in the post):
// presentation MathML's common elements, which is what MathJax, KaTeX and
// Temml write. The TeX it makes is plain and correct rather than the
// writer's own spelling; a formula that carries its TeX (an annotation)
// gives that instead.

/** The TeX written in the formula's annotation (KaTeX, MathJax with its TeX kept), or "". */
export function annotatedTex(math: Element): string {
  const annotation = findElement(
    math,
    (node) =>
      node.tagName === "annotation" &&
      /^application\/x-tex$/i.test(stringProperty(node, "encoding")),
  );
  return annotation ? toString(annotation).trim() : "";
}

// prettier-ignore
const symbols: Record<string, string> = {
  α: "\\alpha", β: "\\beta", γ: "\\gamma", δ: "\\delta", ϵ: "\\epsilon", ε: "\\varepsilon",
  ζ: "\\zeta", η: "\\eta", θ: "\\theta", ϑ: "\\vartheta", ι: "\\iota", κ: "\\kappa",
  λ: "\\lambda", μ: "\\mu", ν: "\\nu", ξ: "\\xi", π: "\\pi", ϖ: "\\varpi", ρ: "\\rho",
  ϱ: "\\varrho", σ: "\\sigma", ς: "\\varsigma", τ: "\\tau", υ: "\\upsilon", ϕ: "\\phi",
  φ: "\\varphi", χ: "\\chi", ψ: "\\psi", ω: "\\omega", Γ: "\\Gamma", Δ: "\\Delta",
  Θ: "\\Theta", Λ: "\\Lambda", Ξ: "\\Xi", Π: "\\Pi", Σ: "\\Sigma", Υ: "\\Upsilon",
  Φ: "\\Phi", Ψ: "\\Psi", Ω: "\\Omega",
  "∑": "\\sum", "∏": "\\prod", "∫": "\\int", "∬": "\\iint", "∮": "\\oint", "∞": "\\infty",
  "∂": "\\partial", "∇": "\\nabla", "±": "\\pm", "∓": "\\mp", "×": "\\times", "÷": "\\div",
  "·": "\\cdot", "⋅": "\\cdot", "∘": "\\circ", "≤": "\\le", "≥": "\\ge", "≠": "\\ne",
  "≈": "\\approx", "≡": "\\equiv", "∼": "\\sim", "≃": "\\simeq", "∝": "\\propto",
  "→": "\\to", "←": "\\leftarrow", "↔": "\\leftrightarrow", "⇒": "\\Rightarrow",
  "⇐": "\\Leftarrow", "⇔": "\\Leftrightarrow", "↦": "\\mapsto", "∈": "\\in", "∉": "\\notin",
  "∋": "\\ni", "⊂": "\\subset", "⊆": "\\subseteq", "⊃": "\\supset", "⊇": "\\supseteq",
  "∪": "\\cup", "∩": "\\cap", "∅": "\\emptyset", "∀": "\\forall", "∃": "\\exists",
  "¬": "\\neg", "∧": "\\wedge", "∨": "\\vee", "…": "\\ldots", "⋯": "\\cdots", "⋮": "\\vdots",
  "⋱": "\\ddots", "ℓ": "\\ell", "ℏ": "\\hbar", "′": "'", "″": "''", "−": "-", "∗": "*",
  "⟨": "\\langle", "⟩": "\\rangle", "∣": "\\mid", "∥": "\\|", "{": "\\{", "}": "\\}",
  "%": "\\%", "#": "\\#", "&": "\\&", "_": "\\_", "$": "\\$",
  // MathML's invisible operators: function application, times, separator, plus.
  "\u2061": "", "\u2062": "", "\u2063": "", "\u2064": "",
};
// prettier-ignore
const functions = new Set([
  "sin", "cos", "tan", "cot", "sec", "csc", "arcsin", "arccos", "arctan", "sinh", "cosh",
  "tanh", "log", "ln", "lg", "exp", "lim", "max", "min", "sup", "inf", "det", "dim", "gcd",
  "deg", "arg", "ker", "Pr", "liminf", "limsup",
]);
// prettier-ignore
const accents: Record<string, string> = {
  "^": "\\hat", ˆ: "\\hat", "~": "\\tilde", "˜": "\\tilde", "¯": "\\bar", "‾": "\\overline",
  _: "\\underline", "→": "\\vec", "⃗": "\\vec", "˙": "\\dot", "¨": "\\ddot", "˘": "\\breve",
  ˇ: "\\check", "⏞": "\\overbrace", "⏟": "\\underbrace",
};

const symbol = (character: string) => symbols[character] ?? character;
const spelled = (value: string) => [...value].map(symbol).join("");
const group = (tex: string) => `{${tex}}`;

/** The elements' TeX, joined so a command never runs into the letter after it. */
function joined(parts: string[]): string {
  return parts.reduce(
    (out, part) =>
      /\\[a-zA-Z]+$/.test(out) && /^[a-zA-Z]/.test(part) ? `${out} ${part}` : out + part,
    "",
  );
}

function children(node: Element): string {
  return joined(childElements(node).map(tex));
}

function token(node: Element): string {
  const value = toString(node).trim();
  if (node.tagName === "mtext") return value.trim() ? `\\text{${value}}` : "\\ ";
  if (node.tagName === "mi" && value.length > 1)
    return functions.has(value) ? `\\${value}` : `\\mathrm{${value}}`;
  if (node.tagName === "mi" && stringProperty(node, "mathvariant") === "normal")
    return `\\mathrm{${value}}`;
  return spelled(value);
}

function script(node: Element): string {
  const [base, first, second] = childElements(node).map(tex);
  const of = base ?? "";
  switch (node.tagName) {
    case "msup":
      return `${of}^${group(first ?? "")}`;
    case "msub":
      return `${of}_${group(first ?? "")}`;
    case "msubsup":
      return `${of}_${group(first ?? "")}^${group(second ?? "")}`;
    case "munder":
      return accents[toString(childElements(node)[1]!).trim()] === "\\underline"
        ? `\\underline{${of}}`
        : `${of}_${group(first ?? "")}`;
    case "mover": {
      const accent = accents[toString(childElements(node)[1] ?? node).trim()];
      return accent ? `${accent}{${of}}` : `\\overset{${first ?? ""}}{${of}}`;
    }
    default: // munderover
      return `${of}_${group(first ?? "")}^${group(second ?? "")}`;
  }
}

/** The TeX of one MathML element. */
function tex(node: Element): string {
  switch (node.tagName) {
    case "mi":
    case "mn":
    case "mo":
    case "mtext":
    case "ms":
      return token(node);
    case "mspace":
      return "\\ ";
    case "msup":
    case "msub":
    case "msubsup":
    case "munder":
    case "mover":
    case "munderover":
      return script(node);
    case "mfrac": {
      const [top, bottom] = childElements(node).map(tex);
      return `\\frac{${top ?? ""}}{${bottom ?? ""}}`;
    }
    case "msqrt":
      return `\\sqrt{${children(node)}}`;
    case "mroot": {
      const [base, index] = childElements(node).map(tex);
      return `\\sqrt[${index ?? ""}]{${base ?? ""}}`;
    }
    case "mfenced": {
      const open = stringProperty(node, "open") || "(";
      const close = stringProperty(node, "close") || ")";
      const inner = childElements(node)
        .map(tex)
        .join(stringProperty(node, "separators") || ",");
      return `\\left${symbol(open)}${inner}\\right${symbol(close)}`;
    }
    case "menclose":
      return `\\boxed{${children(node)}}`;
    case "mphantom":
      return `\\phantom{${children(node)}}`;
    case "mtable":
      return `\\begin{matrix}${childElements(node)
        .map((row) =>
          childElements(row)
            .filter((cell) => cell.tagName === "mtd")
            .map(children)
            .join(" & "),
        )
        .join(" \\\\ ")}\\end{matrix}`;
    case "semantics": {
      const [shown] = childElements(node);
      return shown ? tex(shown) : "";
    }
    case "annotation":
    case "annotation-xml":
      return "";
    default: // math, mrow, mstyle, mpadded, merror and the rest: their content
      return children(node);
  }
}

/** The formula as TeX: its annotation when it has one, else its MathML written as TeX. */
export function mathmlToTex(math: Element): string {
  return annotatedTex(math) || tex(math).trim();
}
