import { Svg, type IconProps } from "./svg";

export const WrenchIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M14.5 6.5a4 4 0 0 0 4.9 4.9L21 13l-8 8-2-2 8-8M14.5 6.5 13 5a4 4 0 0 0-5.6 5.6L3 15l2 2 4.4-4.4" />
  </Svg>
);
