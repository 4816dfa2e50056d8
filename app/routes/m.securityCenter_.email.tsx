import { Suspense } from "react";
import type { LinksFunction } from "react-router";
import { EmailPageForm } from "island:~/features/identity/EmailForm";
import identityStylesheet from "~/features/identity/identity.css?url";

export { emailLoader as loader, emailAction as action } from "~/features/identity/email.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: identityStylesheet }];

export default function EmailPage() {
  return (
    <Suspense fallback={null}>
      <EmailPageForm />
    </Suspense>
  );
}
