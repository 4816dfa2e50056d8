import { Link } from "react-router";
import { ChevronRightIcon } from "~/ui/icons";

/** A home section's heading: an icon and a title, and optionally a "more" link to the full page. */
export function SectionHead({ id, icon, title, more }: { id: string; icon: React.ReactNode; title: string; more?: { to: string; label: string } }) {
  return (
    <div className="home-section-head">
      <h2 id={id} className="home-section-head__title">
        {icon}
        {title}
      </h2>
      {more && (
        <Link to={more.to} className="home-section-head__more">
          {more.label}
          <ChevronRightIcon size={16} />
        </Link>
      )}
    </div>
  );
}
