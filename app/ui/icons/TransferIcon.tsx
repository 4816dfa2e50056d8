import { Svg, type IconProps } from "./svg";

export const TransferIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4 8h14m0 0-3.5-3.5M18 8l-3.5 3.5M20 16H6m0 0 3.5-3.5M6 16l3.5 3.5" />
  </Svg>
);
