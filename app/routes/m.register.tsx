import { Suspense } from "react";
import { RegisterForm } from "island:~/features/account/RegisterForm";
import type { RouteHandle } from "~/chrome/DocumentTitle";

export { registerLoader as loader, registerAction as action } from "~/features/account/register.server";

export const handle: RouteHandle = { titleKey: "account.title.register" };

export default function Register() {
  return (
    <Suspense fallback={null}>
      <RegisterForm />
    </Suspense>
  );
}
