import { Suspense } from "react";
import type { LinksFunction } from "react-router";
import { MobilePageForm } from "island:~/features/identity/MobileForm";
import identityStylesheet from "~/features/identity/identity.css?url";

export { mobileLoader as loader, mobileAction as action } from "~/features/identity/mobile.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: identityStylesheet }];

export default function MobilePage() {
  return (
    <Suspense fallback={null}>
      <MobilePageForm />
    </Suspense>
  );
}
