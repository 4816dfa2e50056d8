import type { RouteConfig } from "@react-router/dev/routes";
import { flatRoutes } from "@react-router/fs-routes";

/** The flat-file route convention: every file under app/routes keeps its URL (`m.securityCenter_.email.tsx` → /m/securityCenter/email). */
export default flatRoutes() satisfies RouteConfig;
