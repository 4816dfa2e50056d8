import { Svg, type IconProps } from "./svg";

export const StarIcon = (p: IconProps) => (
  <Svg {...p} filled>
    <path d="m12 3 2.7 5.6 6.1.8-4.5 4.2 1.1 6L12 16.8 6.6 19.6l1.1-6-4.5-4.2 6.1-.8L12 3Z" />
  </Svg>
);
