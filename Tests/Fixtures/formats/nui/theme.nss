/* An NUI theme written for Livery's tests: default classes, custom classes,
   state suffixes, images with cap insets, variables and @media blocks. */
@bodyFont: Georgia;
@ink: #2B2B2B;
@paper: rgb(250, 248, 240);
@edge: 1;

View {
    background-color: @paper;
}
Label, TableCellDetail {
    font-name: @bodyFont;
    font-size: 15;
    font-color: @ink;
    font-color-highlighted: white;
    text-shadow-color: lightGray;
    text-shadow-offset: 0,1;
}
SmallLabel {
    font-size: 12;
    text-align: right;
}
Button {
    background-color: @paper;
    background-color-highlighted: #DDDDDD;
    border-color: @ink;
    border-width: @edge;
    corner-radius: 6;
    font-color: @ink;
    font-color-disabled: gray;
    font-name: boldSystem;
    font-size: 17;
    content-insets: 4 8;
    image-selected: check;
    image-selected-insets: 2;
}
LargeButton {
    font-size: 22;
    height: 50;
    background-color-top: white;
    background-color-bottom: @paper;
}
NavigationBar {
    background-color: @ink;
    font-color: white;
    font-name: @bodyFont;
    font-size: 18;
    title-vertical-offset: 2;
}
SegmentedControl {
    font-color: @ink;
    font-color-selected: white;
    font-size: 13;
    background-color-selected: @ink;
}
Slider {
    minimum-track-tint-color: @ink;
    thumb-tint-color: white;
}
Progress {
    progress-tint-color: hsl(0.6, 0.5, 0.8);
    track-tint-color: lightGray;
}
TabBar {
    background-tint-color: @paper;
    selected-image-tint-color: @ink;
}
Table {
    separator-style: single-line;
    row-height: 48;
}
TableCell {
    font-name: @bodyFont;
    font-size: 16;
    background-color-selected: #EEEEEE;
}
Toolbar {
    background-image-top: toolbar_top;
    background-image-top-insets: 1 2;
}
SearchBar {
    background-color: @paper;
}
@media (device:ipad) {
    @edge: 2;
    Label { font-size: 18; }
    Button { border-width: @edge; }
}
@media (orientation:landscape) {
    NavigationBar { font-size: 16; }
}
