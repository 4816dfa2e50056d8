import { Suspense } from "react";
import type { LinksFunction } from "react-router";
import { ProfilePageForm } from "island:~/features/identity/ProfileForm";
import identityStylesheet from "~/features/identity/identity.css?url";

export { profileLoader as loader, profileAction as action } from "~/features/identity/profile.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: identityStylesheet }];

export default function ProfilePage() {
  return (
    <Suspense fallback={null}>
      <ProfilePageForm />
    </Suspense>
  );
}
