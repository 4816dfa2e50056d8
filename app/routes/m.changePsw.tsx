import { Suspense } from "react";
import { ChangePasswordForm } from "island:~/features/account/ChangePasswordForm";

export { changePasswordLoader as loader, changePasswordAction as action } from "~/features/account/change-password.server";

export default function ChangePassword() {
  return (
    <Suspense fallback={null}>
      <ChangePasswordForm />
    </Suspense>
  );
}
