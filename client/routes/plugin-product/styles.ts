// The CAD plugin pages: the stylesheets it shows, linked with the page (docs/decisions/0031).
import '../../components/breadcrumbs.css';
import '../../components/article-body.css';
import '../plugins/plugins.css';
