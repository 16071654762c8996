import type { ReactNode } from "react";
import { Phrases } from "./phrases";

export function PageHeading({ children, intro }: { children: string; intro?: ReactNode }) {
  return (
    <div className="pt-8 sm:pt-14">
      <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">
        <Phrases text={children} />
      </h1>
      {intro && <p className="text-muted mt-4 text-lg leading-relaxed text-pretty">{intro}</p>}
    </div>
  );
}
