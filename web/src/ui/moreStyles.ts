// Imported by every module that loads lazily and may draw Mantine components beyond the first
// page's: the stylesheet arrives with the first of them, before it draws (decision 033).
import './styles/other-components.css';
