import { Svg, type IconProps } from "./svg";

export const AndroidIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M6 10a6 6 0 0 1 12 0v7a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1v-7ZM6 11h12M8 4.5l1.2 1.8M16 4.5l-1.2 1.8M3.5 11v5M20.5 11v5M9.5 18v2.5M14.5 18v2.5" />
    <circle cx="9.5" cy="8.2" r=".6" fill="currentColor" />
    <circle cx="14.5" cy="8.2" r=".6" fill="currentColor" />
  </Svg>
);
