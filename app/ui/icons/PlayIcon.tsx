import { Svg, type IconProps } from "./svg";

export const PlayIcon = (p: IconProps) => (
  <Svg {...p} filled>
    <path d="M8 5.5v13a1 1 0 0 0 1.5.9l10.2-6.5a1 1 0 0 0 0-1.8L9.5 4.6A1 1 0 0 0 8 5.5Z" />
  </Svg>
);
