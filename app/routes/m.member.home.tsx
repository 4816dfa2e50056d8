// §2: /m/member/home is the member centre too, served in place (not redirected) as the spec lists both paths.
export { default, links, loader } from "./m.mine";
