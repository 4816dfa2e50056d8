import { Svg, type IconProps } from "./svg";

export const TicketIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4 7a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v2a2.5 2.5 0 0 0 0 5v3a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2v-3a2.5 2.5 0 0 0 0-5V7Z" />
    <path d="M14 5v14" strokeDasharray="2 2.5" />
  </Svg>
);
