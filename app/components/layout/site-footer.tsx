import { Fragment } from "react";
import { LuMapPin } from "react-icons/lu";
import { directionOfText } from "../../lib/content/text-direction";
import type { SocialLink } from "../../lib/profiles/social-links";
import { ExternalLink } from "../external-link";
import { useLabels } from "../labels";
import { PrerenderedList } from "../prerendered-list";
import { ProfileIcon } from "../profile/profile-icon";

/** `year`: this year as the site's language writes it ("2026", "۱۴۰۴"). */
type Props = {
  links: SocialLink[];
  address: string;
  /** On another language's page: the language of an address line still in the default's. */
  addressLang?: string;
  ownerName: string;
  year: string;
};

const linkStyle =
  "text-ink hover:text-accent inline-flex items-center gap-1.5 underline-offset-4 hover:underline";

// Each link runs in the direction of its name: one in Latin letters, such as
// "X (Twitter)", keeps its brackets in place on a right-to-left page.
function ProfileLink({ link }: { link: SocialLink }) {
  const dir = directionOfText(link.name);
  const content = (
    <>
      {/* Drawn at build time only: the layout's links keep their prerendered
          HTML (PrerenderedList), so the browser's bundle carries no icon set.
          Vite's own constant, read here so the bundler drops the icons. */}
      {import.meta.env.SSR && <ProfileIcon name={link.icon} className="text-muted size-3.5" />}
      {link.name}
    </>
  );
  if (link.kind === "external")
    return (
      <ExternalLink
        href={link.url}
        me={link.rel === "me"}
        className={linkStyle}
        dir={dir}
        lang={link.lang}
      >
        {content}
      </ExternalLink>
    );
  return (
    <a href={link.url} className={linkStyle} dir={dir} lang={link.lang}>
      {content}
    </a>
  );
}

export function SiteFooter({ links, address, addressLang, ownerName, year }: Props) {
  const { letsConnect } = useLabels();
  return (
    <footer className="border-line mt-24 border-t">
      <div className="mx-auto w-full max-w-3xl px-5 py-12 sm:px-8">
        <h2 className="text-lg font-semibold tracking-tight">{letsConnect}</h2>
        <PrerenderedList className="text-muted mt-3 flex flex-wrap items-center gap-x-2 gap-y-1">
          {links.map((link, i) => (
            <Fragment key={link.url}>
              {i > 0 && <span aria-hidden="true">/</span>}
              <ProfileLink link={link} />
            </Fragment>
          ))}
        </PrerenderedList>
        <address className="text-muted mt-3 flex items-center gap-1.5 not-italic">
          <LuMapPin aria-hidden="true" focusable="false" className="size-4" />
          {addressLang ? <span lang={addressLang}>{address}</span> : address}
        </address>
        <p className="text-muted mt-8 text-sm">
          © {year} {ownerName}
        </p>
      </div>
    </footer>
  );
}
