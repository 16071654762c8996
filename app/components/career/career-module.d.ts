// What pipeline/vite-plugins/career-module.ts provides at build time. Without
// a career, About's module neither runs nor imports the timeline, so its
// compiled code and chunks are the ones it had before there was a timeline.

/** Whether the site has a career (content/experience.ts). */
declare const __CAREER__: boolean;

/** app/components/career/'s timeline and résumé heading with a career; stubs that show nothing without. */
declare module "virtual:career-timeline" {
  export const CareerTimeline: (props: {
    timeline: import("../../lib/career/timeline").Timeline;
  }) => import("react").ReactNode;
  export const ResumeHeading: (
    props: import("../../lib/career/resume-heading").ResumeHeading,
  ) => import("react").ReactNode;
}
