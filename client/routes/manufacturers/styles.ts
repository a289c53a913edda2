// The manufacturer list: the stylesheets it shows, linked with the page (docs/decisions/0031).
import '../../components/pagination.css';
import '../../components/select-filter.css';
import './manufacturers.css';
import '../../components/list-search.css';
import '../../components/company-logo.css';
import '../../components/pending-results.css';
