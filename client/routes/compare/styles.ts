// The comparison page: the stylesheets it shows, linked with the page (docs/decisions/0031).
import '../../components/breadcrumbs.css';
import './compare.css';
