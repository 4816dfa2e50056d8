import { Svg, type IconProps } from "./svg";

export const TelegramIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="m21 4-18 7.2 6.3 2.1L18 7.5l-6.8 7.3.3 5.2 3-3.6 4 3L21 4Z" />
  </Svg>
);
