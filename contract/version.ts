/**
 * The version of the gateway contract (contract/routes.ts and the schemas it names). The app sends
 * it on every call and the gateway answers with the version it speaks, so an operator's gateway and
 * the app can tell when they were built against different contracts. Semantic versioning: a new
 * optional field or route is a minor change; a removed or changed one is a major change.
 */
export const CONTRACT_VERSION = "1.1.0";

export const CONTRACT_VERSION_HEADER = "X-Contract-Version";
