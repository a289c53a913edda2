// The open statistics: the stylesheets it shows, linked with the page (docs/decisions/0031).
import '../../components/content-page/content-page.css';
import './statreport.css';
