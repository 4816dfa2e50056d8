import { Suspense } from "react";
import type { LinksFunction } from "react-router";
import { PayeeNameForm } from "island:~/features/security/PayeeNameForm";
import { revalidateAfterPost } from "~/features/security/revalidate";
import securityStylesheet from "~/features/security/security.css?url";

export { payeeNameLoader as loader, payeeNameAction as action } from "~/features/security/payee-name.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: securityStylesheet }];
export const shouldRevalidate = revalidateAfterPost;

export default function PayeeName() {
  return (
    <Suspense fallback={null}>
      <PayeeNameForm />
    </Suspense>
  );
}
