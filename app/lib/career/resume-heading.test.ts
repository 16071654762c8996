import { expect, test } from "vitest";
import { resumeHeading } from "./resume-heading.ts";

test("the name, the job title, then the e-mail, the site and each profile, as a reader types them", () => {
  const heading = resumeHeading(
    { name: "Ama Mensah", jobTitle: "Platform Engineer" },
    "https://ama.example/",
    [
      {
        name: "LinkedIn",
        url: "https://www.linkedin.com/in/ama",
        icon: "linkedin",
        kind: "external",
      },
      { name: "CV", url: "/files/cv.pdf", icon: "resume", kind: "file" },
      { name: "Email", url: "mailto:ama@ama.example", icon: "email", kind: "email" },
      { name: "Site", url: "https://ama.example/", icon: "website", kind: "external" },
    ],
  );
  expect(heading).toEqual({
    name: "Ama Mensah",
    jobTitle: "Platform Engineer",
    contacts: [
      { text: "ama@ama.example", href: "mailto:ama@ama.example" },
      { text: "ama.example", href: "https://ama.example/" },
      { text: "linkedin.com/in/ama", href: "https://www.linkedin.com/in/ama" },
    ],
  });
});
