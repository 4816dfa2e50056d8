import { Svg, type IconProps } from "./svg";

export const WifiOffIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M2 8.8a15 15 0 0 1 4.2-2.6M9.9 5.1A15 15 0 0 1 22 8.8M5 12.5a10 10 0 0 1 3.4-2M14.1 10.2a10 10 0 0 1 4.9 2.3M8.5 16.1a5 5 0 0 1 7 0M12 19.5h.01" />
    <path d="M3 3l18 18" />
  </Svg>
);
