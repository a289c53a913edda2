// A manufacturer: the stylesheets it shows, linked with the page (docs/decisions/0031).
import '../../components/model-card.css';
import '../../components/pagination.css';
import '../../components/breadcrumbs.css';
import '../../components/select-filter.css';
import '../../components/video-frame.css';
import '../../components/list-search.css';
import '../../components/company-logo.css';
import './manufacturer-page.css';
import '../../components/request-model/fields.css';
