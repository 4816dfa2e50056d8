import { Svg, type IconProps } from "./svg";

export const WithdrawIcon = (p: IconProps) => (
  <Svg {...p}>
    <rect x="3" y="6" width="18" height="13" rx="2.5" />
    <path d="M12 15V8m0 0-3 3m3-3 3 3" />
  </Svg>
);
