import { Svg, type IconProps } from "./svg";

export const FilterIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4 6h16M7 12h10M10 18h4" />
  </Svg>
);
/** The same chevron as BackIcon, named for paging and carousels. */
