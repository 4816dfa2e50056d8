import { Svg, type IconProps } from "./svg";

export const DepositIcon = (p: IconProps) => (
  <Svg {...p}>
    <rect x="3" y="6" width="18" height="13" rx="2.5" />
    <path d="M12 3v8m0 0-3-3m3 3 3-3M7 15h3" />
  </Svg>
);
