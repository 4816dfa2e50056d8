/**
 * The template switch (§2 "Template version (new or base) comes from the settings mem_cen and
 * dep_func (value 1 means new)", §3 site info mobileTemplate; decision 080). Two layouts of the
 * same pages over the same loaders: mem_cen picks the member centre's (/m/mine, /m/member/home)
 * and, with it, the game lists' three-button row; dep_func picks the deposit page's (/m/voucherCenter).
 */
export const TEMPLATE_VARIANTS = ["new", "base"] as const;
export type TemplateVariant = (typeof TEMPLATE_VARIANTS)[number];

/** The site settings that hold a template choice, and the page each one lays out. */
export const TEMPLATE_SETTINGS = {
  mem_cen: "member centre (/m/mine, /m/member/home) and the game lists' three buttons",
  dep_func: "deposit (/m/voucherCenter)",
} as const;
export type TemplateSetting = keyof typeof TEMPLATE_SETTINGS;

/** §2: value 1 means new; any other value (0, missing) is base. */
export function templateVariant(value: string | null | undefined): TemplateVariant {
  return value === "1" ? "new" : "base";
}

/** The setting's stored value for a variant (the inverse of templateVariant). */
export function templateSettingValue(variant: TemplateVariant): "1" | "0" {
  return variant === "new" ? "1" : "0";
}

export function isTemplateVariant(value: unknown): value is TemplateVariant {
  return (TEMPLATE_VARIANTS as readonly unknown[]).includes(value);
}

export function isTemplateSetting(value: unknown): value is TemplateSetting {
  return typeof value === "string" && Object.hasOwn(TEMPLATE_SETTINGS, value);
}
