import { LuMapPin } from "react-icons/lu";
import type { Picture } from "../../lib/content/picture";
import { directionOfText } from "../../lib/content/text-direction";
import { useLabels } from "../labels";
import { ResponsiveImage } from "../responsive-image";

type Props = {
  headshot: Picture;
  headshotAlt: string;
  jobTitle: string;
  address: string;
  skills: string[];
  /** On another language's page: the language of each field still in the default's. */
  langs?: { jobTitle?: string; skills?: string; address?: string };
};

/** The About page's side column: portrait, role, place and what the owner knows. */
export function ProfileCard({ headshot, headshotAlt, jobTitle, address, skills, langs }: Props) {
  const { skills: skillsLabel } = useLabels();
  return (
    <div className="flex shrink-0 flex-col gap-5 sm:w-56">
      <ResponsiveImage
        picture={headshot}
        alt={headshotAlt}
        sizes="224px"
        load="eager"
        className="ring-line size-56 rounded-3xl object-cover shadow-sm ring-4"
      />
      <div className="flex flex-col gap-1.5">
        <p
          dir={directionOfText(jobTitle)}
          lang={langs?.jobTitle}
          className="leading-snug font-semibold tracking-tight"
        >
          {jobTitle}
        </p>
        <p className="text-muted flex items-center gap-1.5 text-sm">
          <LuMapPin aria-hidden="true" focusable="false" className="size-4 shrink-0" />
          {langs?.address ? <span lang={langs.address}>{address}</span> : address}
        </p>
      </div>
      {skills.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={skillsLabel} lang={langs?.skills}>
          {skills.map((skill) => (
            <li
              key={skill}
              dir={directionOfText(skill)}
              className="bg-accent-soft text-accent rounded-full px-2.5 py-0.5 font-mono text-xs"
            >
              {skill}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
