import { Svg, type IconProps } from "./svg";

export const ChatIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M5 18.5V6.5A2.5 2.5 0 0 1 7.5 4h9A2.5 2.5 0 0 1 19 6.5v7a2.5 2.5 0 0 1-2.5 2.5H9l-4 2.5Z" />
    <path d="M9 9h6M9 12h4" />
  </Svg>
);
/** The favourite heart: outlined, or filled when the game is a favourite. */
