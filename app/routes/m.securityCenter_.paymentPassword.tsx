import { Suspense } from "react";
import type { LinksFunction } from "react-router";
import { PaymentPasswordForm } from "island:~/features/security/PaymentPasswordForm";
import { revalidateAfterPost } from "~/features/security/revalidate";
import securityStylesheet from "~/features/security/security.css?url";

export { paymentPasswordLoader as loader, paymentPasswordAction as action } from "~/features/security/payment-password.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: securityStylesheet }];
export const shouldRevalidate = revalidateAfterPost;

export default function PaymentPassword() {
  return (
    <Suspense fallback={null}>
      <PaymentPasswordForm />
    </Suspense>
  );
}
